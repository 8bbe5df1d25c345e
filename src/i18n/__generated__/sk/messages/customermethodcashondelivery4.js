/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodcashondelivery4Inputs */

const sk_customermethodcashondelivery4 = /** @type {(inputs: Customermethodcashondelivery4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dobierka`)
};

/**

* @param {Customermethodcashondelivery4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customermethodcashondelivery4 = sk_customermethodcashondelivery4;
export { customermethodcashondelivery4 as "customerMethodCashOnDelivery" }