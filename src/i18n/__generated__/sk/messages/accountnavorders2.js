/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavorders2Inputs */

const sk_accountnavorders2 = /** @type {(inputs: Accountnavorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objednávky`)
};

/**

* @param {Accountnavorders2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountnavorders2 = sk_accountnavorders2;
export { accountnavorders2 as "accountNavOrders" }