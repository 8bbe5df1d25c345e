/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailerror2Inputs */

const de_accountemailerror2 = /** @type {(inputs: Accountemailerror2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es ist ein Fehler aufgetreten`)
};

/**

* @param {Accountemailerror2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountemailerror2 = de_accountemailerror2;
export { accountemailerror2 as "accountEmailError" }