/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailerrortext3Inputs */

const sv_accountemailerrortext3 = /** @type {(inputs: Accountemailerrortext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Din e-postadress kunde inte bekräftas på grund av ett tekniskt fel. Försök igen senare.`)
};

/**

* @param {Accountemailerrortext3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountemailerrortext3 = sv_accountemailerrortext3;
export { accountemailerrortext3 as "accountEmailErrorText" }