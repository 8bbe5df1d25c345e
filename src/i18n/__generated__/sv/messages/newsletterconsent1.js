/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ privacy: NonNullable<unknown> }} Newsletterconsent1Inputs */

const sv_newsletterconsent1 = /** @type {(inputs: Newsletterconsent1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Genom att anmäla dig godkänner du erbjudanden via mejl; du kan när som helst avsluta via länken i nyhetsbrevet. ${i?.privacy}`)
};

/**

* @param {Newsletterconsent1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletterconsent1 = sv_newsletterconsent1;
export { newsletterconsent1 as "newsletterConsent" }