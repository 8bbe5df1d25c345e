/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavoverview2Inputs */

const cs_accountnavoverview2 = /** @type {(inputs: Accountnavoverview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Přehled`)
};

/**

* @param {Accountnavoverview2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountnavoverview2 = cs_accountnavoverview2;
export { accountnavoverview2 as "accountNavOverview" }