/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thanksnoorder2Inputs */

const sk_thanksnoorder2 = /** @type {(inputs: Thanksnoorder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`K Vašej návšteve neevidujeme žiadnu objednávku.`)
};

/**

* @param {Thanksnoorder2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const thanksnoorder2 = sk_thanksnoorder2;
export { thanksnoorder2 as "thanksNoOrder" }