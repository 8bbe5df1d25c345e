/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerverifywithdrawntext3Inputs */

const sk_customerverifywithdrawntext3 = /** @type {(inputs: Customerverifywithdrawntext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obráťte sa, prosím, na náš zákaznícky servis, aby sme mohli Vašu e-mailovú adresu overiť.`)
};

/**

* @param {Customerverifywithdrawntext3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerverifywithdrawntext3 = sk_customerverifywithdrawntext3;
export { customerverifywithdrawntext3 as "customerVerifyWithdrawnText" }