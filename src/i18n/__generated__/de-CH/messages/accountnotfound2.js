/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnotfound2Inputs */

const de_ch2_accountnotfound2 = /** @type {(inputs: Accountnotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Seite gibt es im Kundenkonto nicht.`)
};

/**

* @param {Accountnotfound2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountnotfound2 = de_ch2_accountnotfound2;
export { accountnotfound2 as "accountNotFound" }