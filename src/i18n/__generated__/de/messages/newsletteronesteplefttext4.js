/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteronesteplefttext4Inputs */

const de_newsletteronesteplefttext4 = /** @type {(inputs: Newsletteronesteplefttext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben Ihnen eine E-Mail geschickt. Bitte klicken Sie auf den Bestätigungslink darin, um Ihre Anmeldung abzuschließen. Danach erhalten Sie Ihren 10 € Gutschein.`)
};

/**

* @param {Newsletteronesteplefttext4Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newsletteronesteplefttext4 = de_newsletteronesteplefttext4;
export { newsletteronesteplefttext4 as "newsletterOneStepLeftText" }