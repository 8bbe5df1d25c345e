/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerverifywithdrawntext3Inputs */

const fr_customerverifywithdrawntext3 = /** @type {(inputs: Customerverifywithdrawntext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez contacter notre service client afin que nous puissions vérifier votre adresse e-mail.`)
};

/**

* @param {Customerverifywithdrawntext3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerverifywithdrawntext3 = fr_customerverifywithdrawntext3;
export { customerverifywithdrawntext3 as "customerVerifyWithdrawnText" }