/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailerrortext3Inputs */

const de_ch2_accountemailerrortext3 = /** @type {(inputs: Accountemailerrortext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre E-Mail-Adresse konnte aus technischen Gründen nicht bestätigt werden. Bitte versuchen Sie es später noch einmal.`)
};

/**

* @param {Accountemailerrortext3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountemailerrortext3 = de_ch2_accountemailerrortext3;
export { accountemailerrortext3 as "accountEmailErrorText" }