/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerverifywithdrawntext3Inputs */

const cs_customerverifywithdrawntext3 = /** @type {(inputs: Customerverifywithdrawntext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obraťte se prosím na náš zákaznický servis, abychom mohli Vaši e-mailovou adresu ověřit.`)
};

/**

* @param {Customerverifywithdrawntext3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerverifywithdrawntext3 = cs_customerverifywithdrawntext3;
export { customerverifywithdrawntext3 as "customerVerifyWithdrawnText" }