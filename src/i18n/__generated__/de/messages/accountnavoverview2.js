/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavoverview2Inputs */

const de_accountnavoverview2 = /** @type {(inputs: Accountnavoverview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Übersicht`)
};

/**

* @param {Accountnavoverview2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountnavoverview2 = de_accountnavoverview2;
export { accountnavoverview2 as "accountNavOverview" }