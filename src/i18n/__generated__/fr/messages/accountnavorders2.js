/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavorders2Inputs */

const fr_accountnavorders2 = /** @type {(inputs: Accountnavorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commandes`)
};

/**

* @param {Accountnavorders2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountnavorders2 = fr_accountnavorders2;
export { accountnavorders2 as "accountNavOrders" }