/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttoreview2Inputs */

const de_ch2_checkouttoreview2 = /** @type {(inputs: Checkouttoreview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter zur Übersicht`)
};

/**

* @param {Checkouttoreview2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkouttoreview2 = de_ch2_checkouttoreview2;
export { checkouttoreview2 as "checkoutToReview" }