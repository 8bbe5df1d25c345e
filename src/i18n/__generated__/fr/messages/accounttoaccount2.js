/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounttoaccount2Inputs */

const fr_accounttoaccount2 = /** @type {(inputs: Accounttoaccount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vers mon compte`)
};

/**

* @param {Accounttoaccount2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accounttoaccount2 = fr_accounttoaccount2;
export { accounttoaccount2 as "accountToAccount" }