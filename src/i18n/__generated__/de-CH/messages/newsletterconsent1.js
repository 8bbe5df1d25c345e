/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ privacy: NonNullable<unknown> }} Newsletterconsent1Inputs */

const de_ch2_newsletterconsent1 = /** @type {(inputs: Newsletterconsent1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mit der Anmeldung willigen Sie in E-Mail-Angebote ein; ein Widerruf ist jederzeit über den Abmeldelink im Newsletter möglich. ${i?.privacy}`)
};

/**

* @param {Newsletterconsent1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const newsletterconsent1 = de_ch2_newsletterconsent1;
export { newsletterconsent1 as "newsletterConsent" }