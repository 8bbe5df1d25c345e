/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailerror2Inputs */

const cs_accountemailerror2 = /** @type {(inputs: Accountemailerror2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Došlo k chybě`)
};

/**

* @param {Accountemailerror2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountemailerror2 = cs_accountemailerror2;
export { accountemailerror2 as "accountEmailError" }