/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttoreview2Inputs */

const fr_checkouttoreview2 = /** @type {(inputs: Checkouttoreview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer vers le récapitulatif`)
};

/**

* @param {Checkouttoreview2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkouttoreview2 = fr_checkouttoreview2;
export { checkouttoreview2 as "checkoutToReview" }