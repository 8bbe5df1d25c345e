/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ privacy: NonNullable<unknown> }} Newsletterconsent1Inputs */

const sk_newsletterconsent1 = /** @type {(inputs: Newsletterconsent1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prihlásením súhlasíte so zasielaním ponúk e-mailom; súhlas môžete kedykoľvek odvolať odkazom v newsletteri. ${i?.privacy}`)
};

/**

* @param {Newsletterconsent1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletterconsent1 = sk_newsletterconsent1;
export { newsletterconsent1 as "newsletterConsent" }