/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteronesteplefttext4Inputs */

const sv_newsletteronesteplefttext4 = /** @type {(inputs: Newsletteronesteplefttext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vi har skickat ett mejl till dig. Klicka på bekräftelselänken i mejlet för att slutföra din anmälan. Därefter får du din värdekod på 10 €.`)
};

/**

* @param {Newsletteronesteplefttext4Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletteronesteplefttext4 = sv_newsletteronesteplefttext4;
export { newsletteronesteplefttext4 as "newsletterOneStepLeftText" }