/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersubscribe1Inputs */

const cs_newslettersubscribe1 = /** @type {(inputs: Newslettersubscribe1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Přihlásit se`)
};

/**

* @param {Newslettersubscribe1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newslettersubscribe1 = cs_newslettersubscribe1;
export { newslettersubscribe1 as "newsletterSubscribe" }