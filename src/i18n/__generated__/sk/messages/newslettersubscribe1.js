/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersubscribe1Inputs */

const sk_newslettersubscribe1 = /** @type {(inputs: Newslettersubscribe1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prihlásiť sa`)
};

/**

* @param {Newslettersubscribe1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newslettersubscribe1 = sk_newslettersubscribe1;
export { newslettersubscribe1 as "newsletterSubscribe" }