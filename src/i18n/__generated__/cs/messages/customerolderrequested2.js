/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderrequested2Inputs */

const cs_customerolderrequested2 = /** @type {(inputs: Customerolderrequested2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Děkujeme! Požadované faktury Vám zašleme poštou.`)
};

/**

* @param {Customerolderrequested2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerolderrequested2 = cs_customerolderrequested2;
export { customerolderrequested2 as "customerOlderRequested" }