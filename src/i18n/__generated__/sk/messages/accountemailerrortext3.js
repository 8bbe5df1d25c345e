/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailerrortext3Inputs */

const sk_accountemailerrortext3 = /** @type {(inputs: Accountemailerrortext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vašu e-mailovú adresu sa z technických dôvodov nepodarilo potvrdiť. Skúste to, prosím, neskôr.`)
};

/**

* @param {Accountemailerrortext3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountemailerrortext3 = sk_accountemailerrortext3;
export { accountemailerrortext3 as "accountEmailErrorText" }