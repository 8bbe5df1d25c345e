/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thanksloadfailed2Inputs */

const cs_thanksloadfailed2 = /** @type {(inputs: Thanksloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Údaje o objednávce se nepodařilo načíst. Vaše objednávka k nám přesto dorazila.`)
};

/**

* @param {Thanksloadfailed2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const thanksloadfailed2 = cs_thanksloadfailed2;
export { thanksloadfailed2 as "thanksLoadFailed" }