/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailerror2Inputs */

const fr_accountemailerror2 = /** @type {(inputs: Accountemailerror2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s’est produite`)
};

/**

* @param {Accountemailerror2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountemailerror2 = fr_accountemailerror2;
export { accountemailerror2 as "accountEmailError" }