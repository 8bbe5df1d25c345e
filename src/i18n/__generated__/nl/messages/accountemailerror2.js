/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailerror2Inputs */

const nl_accountemailerror2 = /** @type {(inputs: Accountemailerror2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er is een fout opgetreden`)
};

/**

* @param {Accountemailerror2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountemailerror2 = nl_accountemailerror2;
export { accountemailerror2 as "accountEmailError" }