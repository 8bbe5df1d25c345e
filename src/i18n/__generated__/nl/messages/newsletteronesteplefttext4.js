/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteronesteplefttext4Inputs */

const nl_newsletteronesteplefttext4 = /** @type {(inputs: Newsletteronesteplefttext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We hebben je een e-mail gestuurd. Klik op de bevestigingslink in die e-mail om je aanmelding af te ronden. Daarna ontvang je je tegoedbon van € 10.`)
};

/**

* @param {Newsletteronesteplefttext4Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletteronesteplefttext4 = nl_newsletteronesteplefttext4;
export { newsletteronesteplefttext4 as "newsletterOneStepLeftText" }