/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderrequested2Inputs */

const sk_customerolderrequested2 = /** @type {(inputs: Customerolderrequested2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ďakujeme! Požadované faktúry Vám pošleme poštou.`)
};

/**

* @param {Customerolderrequested2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerolderrequested2 = sk_customerolderrequested2;
export { customerolderrequested2 as "customerOlderRequested" }