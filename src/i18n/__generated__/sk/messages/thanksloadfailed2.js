/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thanksloadfailed2Inputs */

const sk_thanksloadfailed2 = /** @type {(inputs: Thanksloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Údaje o objednávke sa nepodarilo načítať. Vaša objednávka k nám napriek tomu dorazila.`)
};

/**

* @param {Thanksloadfailed2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const thanksloadfailed2 = sk_thanksloadfailed2;
export { thanksloadfailed2 as "thanksLoadFailed" }