/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodcashondelivery4Inputs */

const nl_customermethodcashondelivery4 = /** @type {(inputs: Customermethodcashondelivery4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rembours`)
};

/**

* @param {Customermethodcashondelivery4Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customermethodcashondelivery4 = nl_customermethodcashondelivery4;
export { customermethodcashondelivery4 as "customerMethodCashOnDelivery" }