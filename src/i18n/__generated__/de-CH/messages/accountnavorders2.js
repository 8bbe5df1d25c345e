/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavorders2Inputs */

const de_ch2_accountnavorders2 = /** @type {(inputs: Accountnavorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellungen`)
};

/**

* @param {Accountnavorders2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountnavorders2 = de_ch2_accountnavorders2;
export { accountnavorders2 as "accountNavOrders" }