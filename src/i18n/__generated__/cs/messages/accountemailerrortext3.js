/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailerrortext3Inputs */

const cs_accountemailerrortext3 = /** @type {(inputs: Accountemailerrortext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaši e-mailovou adresu se z technických důvodů nepodařilo potvrdit. Zkuste to prosím později.`)
};

/**

* @param {Accountemailerrortext3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountemailerrortext3 = cs_accountemailerrortext3;
export { accountemailerrortext3 as "accountEmailErrorText" }