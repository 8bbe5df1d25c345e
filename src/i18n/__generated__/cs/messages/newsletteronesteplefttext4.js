/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteronesteplefttext4Inputs */

const cs_newsletteronesteplefttext4 = /** @type {(inputs: Newsletteronesteplefttext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poslali jsme Vám e-mail. Klikněte prosím na potvrzovací odkaz v něm a dokončete tak přihlášení. Poté obdržíte poukaz na 10 €.`)
};

/**

* @param {Newsletteronesteplefttext4Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletteronesteplefttext4 = cs_newsletteronesteplefttext4;
export { newsletteronesteplefttext4 as "newsletterOneStepLeftText" }