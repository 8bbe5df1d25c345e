/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodcashondelivery4Inputs */

const fr_customermethodcashondelivery4 = /** @type {(inputs: Customermethodcashondelivery4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contre-remboursement`)
};

/**

* @param {Customermethodcashondelivery4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customermethodcashondelivery4 = fr_customermethodcashondelivery4;
export { customermethodcashondelivery4 as "customerMethodCashOnDelivery" }