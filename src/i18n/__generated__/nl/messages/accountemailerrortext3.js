/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailerrortext3Inputs */

const nl_accountemailerrortext3 = /** @type {(inputs: Accountemailerrortext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je e-mailadres kon door een technische storing niet worden bevestigd. Probeer het later nog eens.`)
};

/**

* @param {Accountemailerrortext3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountemailerrortext3 = nl_accountemailerrortext3;
export { accountemailerrortext3 as "accountEmailErrorText" }