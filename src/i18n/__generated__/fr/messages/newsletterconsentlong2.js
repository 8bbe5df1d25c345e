/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown>, unsubscribe: NonNullable<unknown>, privacy: NonNullable<unknown>, newsletter: NonNullable<unknown> }} Newsletterconsentlong2Inputs */

const fr_newsletterconsentlong2 = /** @type {(inputs: Newsletterconsentlong2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Oui, je souhaite être informé(e) régulièrement par e-mail des offres, tendances et promotions de ${i?.brand}. Je peux retirer mon consentement à tout moment pour l’avenir, par exemple via le lien de désabonnement en bas de chaque newsletter ou sur la page ${i?.unsubscribe}. Pour savoir comment nous traitons vos données, consultez notre page ${i?.privacy} ; pour découvrir le contenu de la newsletter, rendez-vous sur ${i?.newsletter}.`)
};

/**

* @param {Newsletterconsentlong2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletterconsentlong2 = fr_newsletterconsentlong2;
export { newsletterconsentlong2 as "newsletterConsentLong" }