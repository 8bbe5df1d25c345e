/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ privacy: NonNullable<unknown> }} Newsletterconsent1Inputs */

const fr_newsletterconsent1 = /** @type {(inputs: Newsletterconsent1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En vous inscrivant, vous acceptez de recevoir nos offres par e-mail ; vous pouvez vous désabonner à tout moment via le lien figurant dans la newsletter. ${i?.privacy}`)
};

/**

* @param {Newsletterconsent1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletterconsent1 = fr_newsletterconsent1;
export { newsletterconsent1 as "newsletterConsent" }