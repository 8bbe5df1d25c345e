/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailerrortext3Inputs */

const fr_accountemailerrortext3 = /** @type {(inputs: Accountemailerrortext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour des raisons techniques, votre adresse e-mail n’a pas pu être confirmée. Veuillez réessayer plus tard.`)
};

/**

* @param {Accountemailerrortext3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountemailerrortext3 = fr_accountemailerrortext3;
export { accountemailerrortext3 as "accountEmailErrorText" }