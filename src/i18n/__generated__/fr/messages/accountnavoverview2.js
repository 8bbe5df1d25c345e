/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavoverview2Inputs */

const fr_accountnavoverview2 = /** @type {(inputs: Accountnavoverview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aperçu`)
};

/**

* @param {Accountnavoverview2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountnavoverview2 = fr_accountnavoverview2;
export { accountnavoverview2 as "accountNavOverview" }