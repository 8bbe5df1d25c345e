/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thanksnoorder2Inputs */

const nl_thanksnoorder2 = /** @type {(inputs: Thanksnoorder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er is geen bestelling bij je bezoek gevonden.`)
};

/**

* @param {Thanksnoorder2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const thanksnoorder2 = nl_thanksnoorder2;
export { thanksnoorder2 as "thanksNoOrder" }