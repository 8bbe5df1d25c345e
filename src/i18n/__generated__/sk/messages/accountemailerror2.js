/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailerror2Inputs */

const sk_accountemailerror2 = /** @type {(inputs: Accountemailerror2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyskytla sa chyba`)
};

/**

* @param {Accountemailerror2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountemailerror2 = sk_accountemailerror2;
export { accountemailerror2 as "accountEmailError" }