/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thanksnoorder2Inputs */

const sv_thanksnoorder2 = /** @type {(inputs: Thanksnoorder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Det finns ingen beställning kopplad till ditt besök.`)
};

/**

* @param {Thanksnoorder2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const thanksnoorder2 = sv_thanksnoorder2;
export { thanksnoorder2 as "thanksNoOrder" }