/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavorders2Inputs */

const nl_accountnavorders2 = /** @type {(inputs: Accountnavorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellingen`)
};

/**

* @param {Accountnavorders2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountnavorders2 = nl_accountnavorders2;
export { accountnavorders2 as "accountNavOrders" }