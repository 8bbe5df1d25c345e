/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerloadfailed2Inputs */

const sk_customerloadfailed2 = /** @type {(inputs: Customerloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Údaje sa nepodarilo načítať. Skúste to, prosím, neskôr.`)
};

/**

* @param {Customerloadfailed2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerloadfailed2 = sk_customerloadfailed2;
export { customerloadfailed2 as "customerLoadFailed" }