/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavoverview2Inputs */

const nl_accountnavoverview2 = /** @type {(inputs: Accountnavoverview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overzicht`)
};

/**

* @param {Accountnavoverview2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountnavoverview2 = nl_accountnavoverview2;
export { accountnavoverview2 as "accountNavOverview" }