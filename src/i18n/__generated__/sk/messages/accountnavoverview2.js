/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavoverview2Inputs */

const sk_accountnavoverview2 = /** @type {(inputs: Accountnavoverview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prehľad`)
};

/**

* @param {Accountnavoverview2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountnavoverview2 = sk_accountnavoverview2;
export { accountnavoverview2 as "accountNavOverview" }