/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersubscribeform2Inputs */

const cs_newslettersubscribeform2 = /** @type {(inputs: Newslettersubscribeform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Přihlášení k newsletteru`)
};

/**

* @param {Newslettersubscribeform2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newslettersubscribeform2 = cs_newslettersubscribeform2;
export { newslettersubscribeform2 as "newsletterSubscribeForm" }