/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thanksnoorder2Inputs */

const cs_thanksnoorder2 = /** @type {(inputs: Thanksnoorder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`K Vaší návštěvě neevidujeme žádnou objednávku.`)
};

/**

* @param {Thanksnoorder2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const thanksnoorder2 = cs_thanksnoorder2;
export { thanksnoorder2 as "thanksNoOrder" }