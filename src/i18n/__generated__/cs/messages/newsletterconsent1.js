/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ privacy: NonNullable<unknown> }} Newsletterconsent1Inputs */

const cs_newsletterconsent1 = /** @type {(inputs: Newsletterconsent1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Přihlášením souhlasíte se zasíláním nabídek e-mailem; souhlas můžete kdykoli odvolat odkazem v newsletteru. ${i?.privacy}`)
};

/**

* @param {Newsletterconsent1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletterconsent1 = cs_newsletterconsent1;
export { newsletterconsent1 as "newsletterConsent" }