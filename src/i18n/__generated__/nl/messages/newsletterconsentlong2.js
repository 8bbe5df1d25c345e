/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown>, unsubscribe: NonNullable<unknown>, privacy: NonNullable<unknown>, newsletter: NonNullable<unknown> }} Newsletterconsentlong2Inputs */

const nl_newsletterconsentlong2 = /** @type {(inputs: Newsletterconsentlong2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ja, ik wil regelmatig per e-mail door ${i?.brand} op de hoogte worden gehouden van aanbiedingen, trends en acties. Ik kan mijn toestemming altijd voor de toekomst intrekken, bijvoorbeeld via de afmeldlink onderaan elke nieuwsbrief of via ${i?.unsubscribe}. Hoe we je gegevens verwerken, lees je in onze ${i?.privacy}; wat je van de nieuwsbrief kunt verwachten, lees je onder ${i?.newsletter}.`)
};

/**

* @param {Newsletterconsentlong2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletterconsentlong2 = nl_newsletterconsentlong2;
export { newsletterconsentlong2 as "newsletterConsentLong" }