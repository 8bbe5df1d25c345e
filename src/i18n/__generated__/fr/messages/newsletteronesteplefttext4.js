/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteronesteplefttext4Inputs */

const fr_newsletteronesteplefttext4 = /** @type {(inputs: Newsletteronesteplefttext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vous avons envoyé un e-mail. Cliquez sur le lien de confirmation qu’il contient pour finaliser votre inscription. Vous recevrez ensuite votre bon de 10 €.`)
};

/**

* @param {Newsletteronesteplefttext4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletteronesteplefttext4 = fr_newsletteronesteplefttext4;
export { newsletteronesteplefttext4 as "newsletterOneStepLeftText" }