/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown>, unsubscribe: NonNullable<unknown>, privacy: NonNullable<unknown>, newsletter: NonNullable<unknown> }} Newsletterconsentlong2Inputs */

const sv_newsletterconsentlong2 = /** @type {(inputs: Newsletterconsentlong2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ja, jag vill regelbundet få information från ${i?.brand} via mejl om erbjudanden, trender och kampanjer. Jag kan när som helst återkalla mitt samtycke, till exempel via avregistreringslänken i slutet av varje nyhetsbrev eller under ${i?.unsubscribe}. Hur vi behandlar dina uppgifter kan du läsa i vår ${i?.privacy}; vad nyhetsbrevet innehåller ser du under ${i?.newsletter}.`)
};

/**

* @param {Newsletterconsentlong2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletterconsentlong2 = sv_newsletterconsentlong2;
export { newsletterconsentlong2 as "newsletterConsentLong" }